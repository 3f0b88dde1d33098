-- return must be last in a block; do return end allows early exit anywhere
local function f(n)
  if n > 0 then return "positive" end
  do return "non-positive" end
end
print(f(1), f(0))
local function g()
  for i = 1, 10 do if i == 3 then return i end end
  return "none"
end
print(g())
local function h() return end
print(select("#", h()))
local function k() return nil end
print(select("#", k()))
