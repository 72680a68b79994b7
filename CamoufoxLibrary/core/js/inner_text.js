el => el.innerText
