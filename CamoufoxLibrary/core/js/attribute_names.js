el => el.getAttributeNames()
