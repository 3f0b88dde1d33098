-- many arguments, reused formats and positional mixes
local args = {}
for i = 1, 40 do args[i] = i * 1.5 end
local fmt = string.rep("%g,", 40)
print(string.format(fmt, table.unpack(args)))
print(string.format("%s %d %x %q %c %5.2f %-3s|", "s", 1, 255, "q", 65, math.pi, "ab"))
print(string.format("%s", string.format("%s", string.format("%q", "nest"))))
print(pcall(function() return string.format(string.rep("%d", 5), 1, 2, 3, 4) end))
print(pcall(string.format, "%3$s", "a"))
