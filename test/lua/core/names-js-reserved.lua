local var, let, new, class, this, typeof, instanceof, void, delete, switch, case, default =
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
print(var + let + new + class + this + typeof + instanceof + void + delete + switch + case + default)
local arguments, eval, undefined, NaN, Infinity, Promise, chunk, index, add, one = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
print(arguments, eval, undefined, NaN, Infinity, Promise, chunk, index, add, one)
local function await(yield) return yield end
print(await(5))
local t = {constructor = 1, prototype = 2, __proto__ = 3, toString = 4, hasOwnProperty = 5}
print(t.constructor, t.prototype, t.__proto__, t.toString, t.hasOwnProperty, t.valueOf)
