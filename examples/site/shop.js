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
