local function f() return nil end
local r = {
  1,
  2,
  f()(),
}
