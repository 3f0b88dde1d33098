-- a state machine written with gotos
local input = "aabbbcab"
local pos = 0
local out = {}
::start::
pos = pos + 1
if pos > #input then goto finish end
do
  local c = input:sub(pos, pos)
  if c == "a" then out[#out + 1] = "A" goto start
  elseif c == "b" then out[#out + 1] = "B" goto start
  else out[#out + 1] = "?" goto start end
end
::finish::
print(table.concat(out))
