-- labels are visible in nested blocks; same label name allowed in different functions/blocks
local function f()
  do goto l1 end
  print("skipped")
  ::l1::
  return "f done"
end
local function g()
  goto l1
  ::l1::
  return "g done"
end
print(f(), g())
for i = 1, 2 do
  do goto inner end
  print("never")
  ::inner::
end
for i = 1, 2 do
  ::same::
end
print("loops done")
