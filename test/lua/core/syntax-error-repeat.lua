repeat
  local y = 1
