-- iterators implemented as callable tables (__call) work in generic for
local function countdown(n)
  return setmetatable({n = n}, {__call = function(self) if self.n > 0 then self.n = self.n - 1 return self.n + 1 end end})
end
for v in countdown(4) do io.write(v, " ") end print()
local obj = setmetatable({}, {__call = function(self, state, ctl) ctl = ctl + 1 if ctl <= state then return ctl end end})
for i in obj, 3, 0 do io.write(i, " ") end print()
