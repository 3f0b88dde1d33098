local function pair()
  local x = 0
  local function get() return x end
  local function set(v) x = v end
  return get, set
end
local get, set = pair()
print(get()); set(42); print(get())
local get2, set2 = pair()
set2("other"); print(get(), get2())
