-- floor division and modulo with float operands, infinities and nan
local vals = {5.0, -5.0, 0.5, 1/0, -1/0}
for _, a in ipairs(vals) do
  local row = {}
  for _, b in ipairs({2, -2, 0.3, 1/0, -1/0}) do
    local q, r = a // b, a % b
    row[#row + 1] = (q ~= q and "nan" or tostring(q)) .. "," .. (r ~= r and "nan" or tostring(r))
  end
  print(a, table.concat(row, " "))
end
print(math.fmod(5, -2), math.fmod(-5, 2), math.fmod(5.5, 2), math.fmod(-5.5, -2))
print(pcall(math.fmod, 5, 0))
print(math.fmod(5, 0.0) ~= math.fmod(5, 0.0), math.fmod(math.mininteger, -1))
print(math.type(math.fmod(5, 2)), math.type(math.fmod(5, 2.0)))
