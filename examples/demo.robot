*** Settings ***
Documentation       A tour of CamoufoxLibrary on a tiny tea shop (``examples/site/``), served
...                 on 127.0.0.1 while the suite runs. The tests follow one shopper, in
...                 order: browse the teas, fill the basket, check out (answering the
...                 confirmation dialog), order again past a dialog policy and a receipt
...                 tab, and look back at the instance.
...
...                 Run it with ``make demo``, or by hand from the repository root
...                 (the fixture server is testsupport/server.py there):
...                 ``python -m robot --pythonpath . --outputdir results/demo examples/demo.robot``
...                 then open ``results/demo/log.html``: every keyword's result is there,
...                 with the page snapshots and screenshots.
Library             CamoufoxLibrary    headless=True    timeout=15s
Library             testsupport.server.FixtureServers    root=${CURDIR}/site
Suite Setup         Open The Shop
Suite Teardown      Stop Fixture Servers


*** Variables ***
${SHOP}             ${EMPTY}    # set by Open The Shop


*** Test Cases ***
Browse The Teas
    [Documentation]    Load the shop and read it the way an assistant would: the
    ...    snapshot lists every element with a ref (``[ref=e5]``).
    ${page} =    Navigate    ${SHOP}/index.html
    Should Be Equal    ${page}[title]    Tiny Tea Shop
    # A getter with an operator checks what it reads (and retries for a moment).
    Get Element Count    css=ul.teas > li    ==    3
    Get Text    css=ul.teas li:nth-child(2) .price    ==    €7.00
    ${snap} =    Snapshot
    Should Contain    ${snap}[snapshot]    heading "Darjeeling"
    Should Contain    ${snap}[snapshot]    button "Add Sencha to basket"
    Verify Text Visible    Loose-leaf teas
    Screenshot

Fill The Basket
    [Documentation]    Click buttons by role and name, durable selectors that a
    ...    ``.robot`` file can hold before the run.
    Click    role=button[name="Add Darjeeling to basket"]
    Wait For    text=Darjeeling added to your basket
    Click    role=button[name="Add Sencha to basket"]
    Verify Text Visible    Sencha added to your basket
    Verify Element Visible    role=link[name="Basket (2)"]
    Get Text    id=basket-link    ==    Basket (2)

Check Out
    [Documentation]    Follow the basket link, wait for the shipping cost to arrive,
    ...    fill the form, and accept the confirmation dialog the order opens.
    Click    role=link[name="Basket (2)"]
    Wait For    text_gone=Calculating shipping
    Verify Text Visible    Shipping: free
    Verify Text Visible    €13.50
    &{name} =    Create Dictionary    name=Full name    type=textbox    ref=id=name    value=Ada Lovelace
    &{email} =    Create Dictionary    name=Email    type=textbox    ref=id=email    value=ada@example.com
    &{delivery} =    Create Dictionary    name=Delivery    type=combobox    ref=id=delivery
    ...    value=Express (next day)
    &{letter} =    Create Dictionary    name=Newsletter    type=checkbox    ref=id=newsletter
    ...    value=${True}
    Fill Form    ${{ [$name, $email, $delivery, $letter] }}
    Verify Value    id=delivery    express
    ${click} =    Click    role=button[name="Place order"]
    Should Be Equal    ${click}[modal][type]    confirm
    ${dialog} =    Handle Dialog    accept=True
    Should Be Equal    ${dialog}[message]    Place your order of 2 teas for €13.50?
    Wait For    text=Thank you, Ada Lovelace!
    Screenshot

Go Back To The Shop
    [Documentation]    History works as in any browser; the basket is empty again.
    ${page} =    Navigate Back
    Should Be Equal    ${page}[title]    Tiny Tea Shop
    Verify Element Visible    role=link[name="Basket (0)"]

Everyday Situations: Lists, Tables, Dialogs And Popups
    [Documentation]    What real shops add: a loop over the buttons a selector finds, a
    ...    table read by its header and row texts, a dialog answered by a policy set
    ...    before it opens, and a receipt that opens in a new tab. The cookie banner that
    ...    comes at a moment of its own is cleared by the handler the suite set up.
    @{buttons} =    Get Elements    css=button[data-tea]    ==    3
    FOR    ${button}    IN    @{buttons}
        Click    ${button}
    END
    Click    role=button[name="Add Sencha to basket"]
    Click    role=link[name="Basket (4)"]
    Get Table Cell    id=items    Quantity    Sencha    ==    2
    Get Table Cell    id=items    Price    Sencha    ==    €14.00
    ${options} =    Get Select Options    id=delivery
    Should Be Equal    ${options}[1][label]    Express (next day)
    Fill Text    id=name    Grace Hopper
    Fill Text    id=email    grace@example.com
    ${previous} =    Set Dialog Policy    accept
    Click    role=button[name="Place order"]
    Wait For    text=Thank you, Grace Hopper!
    ${history} =    Get Dialog History
    Should Be Equal    ${history}[dialogs][-1][message]    Place your order of 4 teas for €25.00?
    Set Dialog Policy    ${previous}
    # The wait for the new tab starts before the click, so it cannot be missed.
    ${click} =    Click    role=link[name="Print receipt"]    expect=popup
    Get Text    id=order    ==    TT-1028
    Tabs Close    page_id=${click}[popup][page_id]
    Navigate    ${SHOP}/index.html
    Get Text    id=basket-link    ==    Basket (0)

A Second Shopper In The Same Browser
    [Documentation]    An instance made with ``browser_of`` is a new context in a running
    ...    browser: a fraction of a launch's time and memory, with pages, cookies and
    ...    storage of its own. The guest fills a basket; the first shopper's page is
    ...    as it was.
    ${guest} =    Create Instance    guest    browser_of=shopper
    Add Overlay Handler    id=consent    click    id=accept-cookies    # handlers are per instance
    Should Be Equal    ${guest}[shares_browser_with]    ${{ ['shopper'] }}
    Navigate    ${SHOP}/index.html
    Click    role=button[name="Add Rooibos to basket"]
    Get Text    id=basket-link    ==    Basket (1)
    Destroy Instance    guest
    Switch Instance    shopper
    Get Text    id=basket-link    ==    Basket (0)

Look At The Instance
    [Documentation]    Each instance is its own browser process; this run has one.
    ${result} =    List Instances
    Length Should Be    ${result}[instances]    1
    ${shop} =    Set Variable    ${result}[instances][0]
    Should Be Equal    ${shop}[instance]    shopper
    Log    ${shop}[engine] ${shop}[browser_version], pid ${shop}[pid]
    Destroy Instance    shopper
    ${result} =    List Instances
    Should Be Empty    ${result}[instances]


*** Keywords ***
Open The Shop
    ${urls} =    Start Fixture Servers
    Set Suite Variable    ${SHOP}    ${urls}[0]
    Create Instance    shopper
    # The shop's cookie banner comes at a moment of its own: whenever it covers what an
    # action needs, its Accept button is clicked first (and the log says so).
    Add Overlay Handler    id=consent    click    id=accept-cookies
