-- taking substrings by character index with utf8.offset
local function usub(s, i, j)
  local n = utf8.len(s)
  j = j or n
  if i < 0 then i = n + i + 1 end
  if j < 0 then j = n + j + 1 end
  local a = utf8.offset(s, i)
  local b = utf8.offset(s, j + 1)
  return s:sub(a, b - 1)
end
local s = "Ünïcödé tëxt"
print(usub(s, 1, 3), usub(s, 5), usub(s, -4), usub(s, 2, 2), utf8.len(s), #s)
