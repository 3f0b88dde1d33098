-- the length operator on proper sequences and after growing/shrinking at the end
local t = {}
print(#t)
for i = 1, 10 do t[i] = i * i end
print(#t)
t[#t] = nil
print(#t)
t[#t + 1] = "x"
print(#t, t[10])
for i = #t, 6, -1 do t[i] = nil end
print(#t)
local s = {"a", "b", "c", nil}
print(#s)
local u = {n = 3}
print(#u)
print(#"hello", #"", #{1, 2, 3})
local big = {}
for i = 1, 1000 do big[i] = true end
print(#big)
for i = 1000, 501, -1 do big[i] = nil end
print(#big)
