-- nested table access, chained assignment and deep structures
local db = {users = {{name = "ann", tags = {"admin", "dev"}}, {name = "bob", tags = {}}}}
print(db.users[1].name, db.users[1].tags[2], #db.users[2].tags)
db.users[2].tags[#db.users[2].tags + 1] = "new"
print(db.users[2].tags[1])
local grid = {}
for r = 1, 3 do grid[r] = {} for c = 1, 3 do grid[r][c] = r * c end end
for r = 1, 3 do print(table.concat(grid[r], " ")) end
local deep = {}
local cur = deep
for i = 1, 10 do cur.next = {depth = i} cur = cur.next end
local d, n = deep, 0
while d.next do d = d.next n = n + 1 end
print("depth", n, d.depth)
local t = {a = {b = {c = {d = "leaf"}}}}
print(t.a.b.c.d, t["a"]["b"]["c"]["d"])
