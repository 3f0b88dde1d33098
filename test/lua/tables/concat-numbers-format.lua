-- table.concat formats integers and floats exactly like tostring
print(table.concat({1, 1.0, -0.0, 0.1, 1e15, 1e16, 2^53, 1/3, -2^63, math.mininteger}, ","))
print(table.concat({1, 2, 3}, 0))
print(table.concat({"a", "b"}, 1.5))
