-- a closure cannot use the enclosing function's ...; it must capture them in a table
local function bind(f, ...)
  local args = table.pack(...)
  return function(...)
    local all = {table.unpack(args, 1, args.n)}
    local extra = table.pack(...)
    for i = 1, extra.n do all[args.n + i] = extra[i] end
    return f(table.unpack(all, 1, args.n + extra.n))
  end
end
local add3 = function(a, b, c) return a + b + c end
print(bind(add3, 1)(2, 3), bind(add3, 1, 2)(3), bind(add3, 1, 2, 3)())
local show = bind(function(...) return select("#", ...), ... end, nil, "x")
print(show(nil))
