-- printing caught error values of each type via tostring/type
local vals = {"str", 12, 1.5, true, false}
for _, v in ipairs(vals) do
  local ok, e = pcall(error, v)
  print(ok, type(e), tostring(e))
end
local ok, e = pcall(error, nil)
print(ok, type(e), tostring(e))
