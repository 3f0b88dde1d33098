local x <const> = 1
print("never runs")
x = 2
