-- bit tricks on 64-bit integers: popcount, lowest set bit, reversal, power-of-two tests
local function popcount(x) local c = 0 while x ~= 0 do x = x & (x - 1) c = c + 1 end return c end
print(popcount(0), popcount(1), popcount(255), popcount(-1), popcount(math.mininteger), popcount(0x5555555555555555))
local function lowbit(x) return x & -x end
print(lowbit(12), lowbit(1), lowbit(0), lowbit(math.mininteger), lowbit(-8))
local function ispow2(x) return x > 0 and x & (x - 1) == 0 end
print(ispow2(1), ispow2(64), ispow2(65), ispow2(0), ispow2(1 << 62), ispow2(math.mininteger))
local function rev64(x) local r = 0 for i = 1, 64 do r = (r << 1) | (x & 1) x = x >> 1 end return r end
print(rev64(1) == math.mininteger, rev64(3), string.format("%016x", rev64(0x0123456789abcdef)))
local function rotl(x, n) return (x << n) | (x >> (64 - n)) end
print(string.format("%016x %016x", rotl(0x8000000000000001, 1), rotl(0x0123456789abcdef, 8)))
