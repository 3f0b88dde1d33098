local function outer(a)
  return function(b)
    return function(c)
      a = a + 1
      return a + b + c
    end
  end
end
local f = outer(1)(10)
print(f(100), f(100), f(1000))
