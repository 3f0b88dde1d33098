-- string builder patterns: buffer tables, rep, format, and a simple indentation writer
local Builder = {}
Builder.__index = Builder
function Builder.new() return setmetatable({parts = {}, depth = 0}, Builder) end
function Builder:line(s) self.parts[#self.parts + 1] = string.rep("  ", self.depth) .. s return self end
function Builder:indent() self.depth = self.depth + 1 return self end
function Builder:dedent() self.depth = self.depth - 1 return self end
function Builder:build() return table.concat(self.parts, "\n") end
local b = Builder.new()
b:line("function f()"):indent():line("if x then"):indent():line("return 1"):dedent():line("end"):dedent():line("end")
print(b:build())
local row = {}
for i = 1, 5 do row[#row + 1] = string.format("%-6s|%5.2f", "n" .. i, i / 3) end
print(table.concat(row, "\n"))
local csv = {}
for r = 1, 3 do local cells = {} for c = 1, 4 do cells[c] = r * c end csv[r] = table.concat(cells, ",") end
print(table.concat(csv, ";"))
