-- pack/unpack round trips over generated integers and formats
local seed = 3
local function rnd() seed = seed * 6364136223846793005 + 1; return seed end
local fmts = {"<i1", ">i2", "<i3", ">i4", "<i5", "<i6", ">i7", "<i8", "<I1", ">I2", "<I4", ">j", "<J", "<i12", ">i16"}
for i = 1, 30 do
  local out = {}
  for _, f in ipairs(fmts) do
    local size = tonumber(f:match("%d+")) or 8
    local v = rnd()
    if size < 8 then
      local bits = size * 8
      if f:find("I") then v = v & ((1 << bits) - 1) else v = (v & ((1 << bits) - 1)) - (1 << (bits - 1)) end
    end
    local ok, packed = pcall(string.pack, f, v)
    if ok then
      local back = string.unpack(f, packed)
      out[#out + 1] = (back == v and "=" or "!") .. (#packed)
    else
      out[#out + 1] = "E"
    end
  end
  print(table.concat(out, " "))
end
