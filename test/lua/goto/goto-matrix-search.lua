-- search a matrix with goto to exit, and a second pass counting with continue
local m = {{1, 2, 3}, {4, 0, 6}, {7, 8, 0}}
local zr, zc
for r = 1, #m do
  for c = 1, #m[r] do
    if m[r][c] == 0 then zr, zc = r, c goto found end
  end
end
::found::
print("first zero at", zr, zc)
local nonzero = 0
for r = 1, #m do
  for c = 1, #m[r] do
    if m[r][c] == 0 then goto skip end
    nonzero = nonzero + 1
    ::skip::
  end
end
print("nonzero", nonzero)
