-- matrix multiplication, transpose and determinant with integer and float entries
local function mul(a, b)
  local r = {}
  for i = 1, #a do r[i] = {} for j = 1, #b[1] do local s = 0 for k = 1, #b do s = s + a[i][k] * b[k][j] end r[i][j] = s end end
  return r
end
local function transpose(m) local r = {} for i = 1, #m[1] do r[i] = {} for j = 1, #m do r[i][j] = m[j][i] end end return r end
local function det(m)
  if #m == 1 then return m[1][1] end
  local d = 0
  for c = 1, #m do
    local sub = {}
    for i = 2, #m do local row = {} for j = 1, #m do if j ~= c then row[#row + 1] = m[i][j] end end sub[#sub + 1] = row end
    d = d + ((c % 2 == 1) and 1 or -1) * m[1][c] * det(sub)
  end
  return d
end
local function show(m) for _, row in ipairs(m) do print(table.concat(row, " ")) end end
local A = {{1, 2}, {3, 4}}
local B = {{5, 6}, {7, 8}}
show(mul(A, B))
show(transpose({{1, 2, 3}, {4, 5, 6}}))
print(det(A), det({{2, 0, 1}, {1, 3, 2}, {1, 1, 1}}), det({{1.5, 2}, {3, 4}}))
