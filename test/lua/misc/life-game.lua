-- Conway's game of life on a small torus for a few generations (glider)
local W, H = 8, 8
local grid = {}
for y = 1, H do grid[y] = {} for x = 1, W do grid[y][x] = 0 end end
for _, p in ipairs({{2, 1}, {3, 2}, {1, 3}, {2, 3}, {3, 3}}) do grid[p[2]][p[1]] = 1 end
local function step(g)
  local n = {}
  for y = 1, H do
    n[y] = {}
    for x = 1, W do
      local c = 0
      for dy = -1, 1 do for dx = -1, 1 do
        if dx ~= 0 or dy ~= 0 then c = c + g[(y + dy - 1) % H + 1][(x + dx - 1) % W + 1] end
      end end
      n[y][x] = (c == 3 or (c == 2 and g[y][x] == 1)) and 1 or 0
    end
  end
  return n
end
for gen = 1, 4 do grid = step(grid) end
for y = 1, H do local row = {} for x = 1, W do row[x] = grid[y][x] == 1 and "#" or "." end print(table.concat(row)) end
