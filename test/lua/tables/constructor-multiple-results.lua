-- only the last expression in a constructor expands multiple results
local function three() return 1, 2, 3 end
local function none() end
local a = {three()}
local b = {three(), three()}
local c = {(three())}
local d = {three(), 10}
local e = {none(), 5}
local f = {5, none()}
local g = {three(), x = 1}
print(#a, table.concat(a, ","))
print(#b, table.concat(b, ","))
print(#c, table.concat(c, ","))
print(#d, table.concat(d, ","))
print(#e, e[1], e[2])
print(#f, f[1])
print(#g, g[1], g.x)
local v = {..., n = select("#", ...)}
print(v.n, #v)
