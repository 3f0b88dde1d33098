-- frontier patterns while iterating
for w in ("THE (quick) brown fox"):gmatch("%f[%a]%a+%f[%A]") do io.write(w, ";") end print()
for n in ("1,22,333"):gmatch("%f[%d]%d+") do io.write(n, ";") end print()
for p in ("aXbXc"):gmatch("%f[X]()") do io.write(p, ";") end print()
print(("hello"):gsub("%f[%l]", "^"))
print(("hello world"):gsub("%f[%w]", "<"):gsub("%f[%W]", ">"))
print(string.find("x", "%f[x]x%f[%z]"))
