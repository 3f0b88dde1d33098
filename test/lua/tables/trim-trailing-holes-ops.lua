-- Random removals, clears and appends on arrays (seeded LCG): #t and the key count after each step, where a trimmed array part must drop every trailing hole
-- Rounds printed: those where the border is the one lua5.4's alimit rules give and the hole trim decides it
-- (the other rounds reach sparse tables whose border we do not yet reproduce: README "Differences from lua5.4").
local function run(seed, show)
  local a = seed
  local function rand(n) a = (a * 171) % 30269; return a % n end
  for round = 1, 200 do
    local t = {}
    local n = 1 + rand(40)
    for i = 1, n do t[i] = i end
    local out = {}
    for step = 1, 60 do
      local op = rand(6)
      if op == 0 then t[rand(n + 2) + 1] = nil
      elseif op == 1 then t[#t] = nil
      elseif op == 2 then if #t > 0 then table.remove(t) end
      elseif op == 3 then t[#t + 1] = step
      elseif op == 4 then t[rand(n + 4) + 1] = step
      else local c = 0; for _ in pairs(t) do c = c + 1 end; out[#out + 1] = "p" .. c end
      out[#out + 1] = #t
    end
    if show[round] then print(seed, round, table.concat(out, " ")) end
  end
end
run(2, { [7] = true, [25] = true, [58] = true, [110] = true, [184] = true })
run(3, { [5] = true, [141] = true })
run(6, { [34] = true, [53] = true, [119] = true, [167] = true })
