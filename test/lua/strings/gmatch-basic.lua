-- string.gmatch: words, pairs, empty matches, captures
for w in string.gmatch("one two  three", "%a+") do io.write(w, "|") end print()
for k, v in string.gmatch("a=1, b=2, c=3", "(%w+)=(%w+)") do io.write(k, ":", v, " ") end print()
for p in string.gmatch("abc", "()") do io.write(p, " ") end print()
for m in string.gmatch("abc", "") do io.write("[", m, "]") end print()
for m in string.gmatch("abc", ".-") do io.write("[", m, "]") end print()
for m in string.gmatch("a,b,,c", "([^,]*)") do io.write("<", m, ">") end print()
for m in string.gmatch("hello", "l*") do io.write("(", m, ")") end print()
for a, b in string.gmatch("ab12cd34", "(%a+)(%d+)") do io.write(a, b, ";") end print()
for m in string.gmatch("^a^b", "^.") do io.write(m, " ") end print()
local it = string.gmatch("x y", "%a")
print(it(), it(), it(), it())
for m in string.gmatch(12345, "%d%d") do io.write(m, " ") end print()
local n = 0
for _ in string.gmatch(string.rep("ab", 500), "ab") do n = n + 1 end
print(n)
for m in ("k1=v1;k2=v2"):gmatch("[^;]+") do io.write(m, " ") end print()
