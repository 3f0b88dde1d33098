error(setmetatable({}, {__tostring = function() return "my error object" end}))
