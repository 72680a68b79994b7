// The basket lives in sessionStorage, so each browser instance has its own.
const TEAS = {
  darjeeling: { name: "Darjeeling", price: 6.5 },
  sencha: { name: "Sencha", price: 7.0 },
  rooibos: { name: "Rooibos", price: 4.5 },
};

function basket() {
  return JSON.parse(sessionStorage.getItem("basket") || "[]");
}

function saveBasket(items) {
  sessionStorage.setItem("basket", JSON.stringify(items));
  showBasketCount();
}

function showBasketCount() {
  const link = document.getElementById("basket-link");
  if (link) link.textContent = `Basket (${basket().length})`;
}

function euros(amount) {
  return "€" + amount.toFixed(2);
}

document.addEventListener("DOMContentLoaded", showBasketCount);

// A consent banner, as real shops have: it comes at a moment of its own after the page
// loads (up to 1.5 s), covers the foot of the page, and stays until accepted.
document.addEventListener("DOMContentLoaded", () => {
  if (sessionStorage.getItem("consent")) return;
  setTimeout(() => {
    const banner = document.createElement("div");
    banner.id = "consent";
    banner.innerHTML = 'We use cookies for your basket. <button id="accept-cookies">Accept</button>';
    banner.querySelector("button").addEventListener("click", () => {
      sessionStorage.setItem("consent", "yes");
      banner.remove();
    });
    document.body.appendChild(banner);
  }, Math.random() * 1500);
});
