local fns = {}
for i = 1, 3 do
  local count = 0
  fns[i] = {
    inc = function() count = count + i; return count end,
    get = function() return count end,
  }
end
fns[1].inc(); fns[1].inc(); fns[3].inc()
print(fns[1].get(), fns[2].get(), fns[3].get())
local x = 0
local function bump() x = x + 1 end
for _ = 1, 5 do bump() end
print(x)
