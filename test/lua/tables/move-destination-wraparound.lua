-- table.move rejects ranges whose destination would wrap around past math.maxinteger
print(pcall(table.move, {}, 1, math.maxinteger, 2))
print(pcall(table.move, {}, 2, math.maxinteger, 3))
print(pcall(table.move, {1, 2}, 1, 2, math.maxinteger))
print(pcall(table.move, {1}, math.mininteger, -1, 1))
