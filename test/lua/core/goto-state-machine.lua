local input = {"a", "b", "a", "c", "b"}
local i = 0
local out = {}
::next::
i = i + 1
if i > #input then goto finish end
if input[i] == "a" then goto on_a end
if input[i] == "b" then goto on_b end
out[#out + 1] = "?"
goto next
::on_a::
out[#out + 1] = "A"
goto next
::on_b::
out[#out + 1] = "B"
goto next
::finish::
print(table.concat(out))
