-- greedy word wrapping to a fixed width and right-justifying lines
local text = "Lua is a powerful, efficient, lightweight, embeddable scripting language. It supports procedural programming, object-oriented programming, functional programming, data-driven programming, and data description."
local function wrap(s, width)
  local lines, cur = {}, ""
  for word in s:gmatch("%S+") do
    if #cur == 0 then cur = word
    elseif #cur + 1 + #word <= width then cur = cur .. " " .. word
    else lines[#lines + 1] = cur cur = word end
  end
  if #cur > 0 then lines[#lines + 1] = cur end
  return lines
end
for _, l in ipairs(wrap(text, 30)) do print(string.rep(" ", 30 - #l) .. l .. "|") end
