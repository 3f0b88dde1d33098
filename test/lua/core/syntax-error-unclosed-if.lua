local x = 1
if x then
  while true do
    x = x + 1
  end
