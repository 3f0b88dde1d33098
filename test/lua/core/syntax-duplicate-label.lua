for i = 1, 2 do
  ::a::
  ::a::
end
