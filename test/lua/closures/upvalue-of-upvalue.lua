-- nested closures reach upvalues several levels out, and see later modifications
local function outer()
  local x = 1
  local function middle()
    local y = 10
    return function() x = x + 1 y = y + 1 return x + y end
  end
  local f1, f2 = middle(), middle()
  return f1, f2, function() return x end
end
local f1, f2, getx = outer()
print(f1(), f1(), f2(), getx())
local a = 1
local function seeA() return a end
a = 2
print(seeA())
local a = 3
print(seeA(), a)
