-- The same runtime error again and again, and errors that differ in one part only (the line,
-- the variable, the operation, the value's type): each message must be exactly lua5.4's.
local function pick(i, a, b)
  if i % 2 == 0 then
    return a.x + b.y
  end
  return a.x +
    b.y
end
local function kinds(i, v)
  if i % 4 == 0 then return v.f end
  if i % 4 == 1 then return v() end
  if i % 4 == 2 then return v + 1 end
  return #v
end
local out, seen = {}, {}
local function note(e)
  if not seen[e] then seen[e] = true; out[#out + 1] = e end
end
-- the same message at alternating lines, one error after the other
for i = 1, 3000 do
  local ok, e = pcall(pick, i, nil, nil)
  note(e)
end
-- the same line, alternating variables
for i = 1, 3000 do
  local a = (i % 3 == 0) and { x = 1 } or nil
  local b = (i % 5 == 0) and { y = 2 } or nil
  local ok, e = pcall(pick, i, a, b)
  if not ok then note(e) end
end
-- the same line and variable, alternating types and operations
for i = 1, 3000 do
  local v = nil
  if i % 8 < 4 then v = false end
  local ok, e = pcall(kinds, i, v)
  note(e)
  ok, e = pcall(kinds, i, i % 7 == 0 and true or nil)
  note(e)
end
for _, e in ipairs(out) do print(e) end
