-- if/elseif/else chains and truthiness of 0, "", false, nil
local function classify(x)
  if x == nil then return "nil"
  elseif x == false then return "false"
  elseif type(x) == "number" and x < 0 then return "negative"
  elseif x == 0 then return "zero"
  elseif type(x) == "string" then if x == "" then return "empty string" else return "string" end
  else return "other" end
end
for _, v in ipairs({-1, 0, 5, "", "s", false, true}) do io.write(classify(v), "; ") end
print(classify(nil))
for _, v in ipairs({0, "", "0", false, true, {}}) do io.write(tostring(not not v and true or false), " ") end print()
if nil then print("x") else print("nil is falsy") end
if 0 then print("0 is truthy") end
