-- generic for with a stateless iterator (function, state, control)
local function iter(t, i)
  i = i + 1
  local v = t[i]
  if v then return i, v end
end
local function myipairs(t) return iter, t, 0 end
for i, v in myipairs({"x", "y", "z"}) do io.write(i, v, " ") end print()
local function evens(max, cur) cur = cur + 2 if cur <= max then return cur end end
for e in evens, 10, 0 do io.write(e, " ") end print()
local function countdown(_, n) if n > 0 then return n - 1 end end
for n in countdown, nil, 5 do io.write(n, " ") end print()
