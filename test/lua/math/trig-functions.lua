-- trigonometric functions at common angles, printed with limited precision
local function f(x) return string.format("%.10f", x) end
print(f(math.sin(0)), f(math.sin(math.pi / 2)), f(math.sin(math.pi / 6)), f(math.cos(0)), f(math.cos(math.pi)))
print(f(math.tan(math.pi / 4)), f(math.asin(1)), f(math.acos(0)), f(math.atan(1)))
print(f(math.atan(1, 1)), f(math.atan(1, -1)), f(math.atan(-1, -1)), f(math.atan(0, -1)), f(math.atan(0, 1)))
print(math.sin(0), math.cos(0), math.type(math.sin(0)))
print(math.pi, f(math.pi))
print(math.atan(0, -0.0) == math.pi, f(math.atan(1, 0)))
