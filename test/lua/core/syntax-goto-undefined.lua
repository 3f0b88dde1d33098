do
  goto nowhere
end
