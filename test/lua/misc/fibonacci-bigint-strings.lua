-- arbitrary-precision addition on decimal strings computes large Fibonacci numbers
local function add(a, b)
  local res, carry = {}, 0
  local i, j = #a, #b
  while i > 0 or j > 0 or carry > 0 do
    local s = carry + (i > 0 and a:byte(i) - 48 or 0) + (j > 0 and b:byte(j) - 48 or 0)
    res[#res + 1] = s % 10
    carry = s // 10
    i, j = i - 1, j - 1
  end
  return string.reverse(table.concat(res))
end
local a, b = "0", "1"
for i = 1, 200 do a, b = b, add(a, b) end
print(a, #a)
print(add("999999999999999999999", "1"))
