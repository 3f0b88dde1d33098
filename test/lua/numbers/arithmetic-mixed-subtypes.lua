-- result subtype of + - * / // % ^ for each combination of integer and float operands
local ops = {
  {"+", function(a, b) return a + b end}, {"-", function(a, b) return a - b end},
  {"*", function(a, b) return a * b end}, {"/", function(a, b) return a / b end},
  {"//", function(a, b) return a // b end}, {"%", function(a, b) return a % b end},
  {"^", function(a, b) return a ^ b end},
}
local pairs_ = {{7, 2}, {7.0, 2}, {7, 2.0}, {7.0, 2.0}, {-7, 2}, {7, -2.5}}
for _, op in ipairs(ops) do
  local line = {}
  for _, p in ipairs(pairs_) do
    local r = op[2](p[1], p[2])
    line[#line + 1] = tostring(r) .. "(" .. math.type(r):sub(1, 1) .. ")"
  end
  print(op[1], table.concat(line, " "))
end
