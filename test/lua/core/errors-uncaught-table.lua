print("start")
error({code = 2})
