local function f()
  break
end
