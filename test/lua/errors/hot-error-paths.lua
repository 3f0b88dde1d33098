-- Errors raised many times from the same sites (index nil, error() with levels and values),
-- so the JS engine optimizes and inlines the runtime's throwing paths: positions, levels and
-- values must stay what lua5.4 gives, before and after.
local function idx(t) return t.field end
local function lvl1(i) error("one " .. i) end
local function lvl2(i) error("two " .. i, 2) end
local function lvl0(i) error("zero " .. i, 0) end
local function tab(i) error({ n = i }) end
local function via(i)
  lvl1(i)
  return i
end
local function caller2(i)
  lvl2(i)
  return i
end
local function mostly(i)
  if i % 7 == 0 then error("seventh " .. i) end
  local t = { field = i }
  if i % 11 == 0 then t = nil end
  return t.field
end

local seen = {}
local function note(msg)
  if not seen[msg] then seen[#seen + 1] = msg; seen[msg] = true end
end
local sum = 0
for i = 1, 20000 do
  local ok, e = pcall(idx, nil)
  note(e)
  ok, e = pcall(lvl1, i % 3)
  note(e)
  ok, e = pcall(caller2, i % 3)
  note(e)
  ok, e = pcall(via, i % 3)
  note(e)
  ok, e = pcall(lvl0, i % 3)
  note(e)
  ok, e = pcall(tab, i)
  sum = sum + e.n
  ok, e = pcall(mostly, i)
  if ok then sum = sum + e else note((string.gsub(e, "%d+$", "N"))) end
  ok, e = pcall(error)
  note(tostring(e))
  ok, e = pcall(error, "direct " .. (i % 2), 1)
  note(e)
end
for _, m in ipairs(seen) do print(m) end
print(sum)
