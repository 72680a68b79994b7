*** Settings ***
Documentation     Interruptions: Set Dialog Policy answers JavaScript dialogs as they open,
...               Add Overlay Handler clears a consent banner before the action it blocks.
...               interruptions.html alerts while it loads and shows a banner over the whole
...               page at a random moment in 0-2 s (?banner=<ms> fixes it).
Resource          ../resources/common.resource
Library           ../resources/LogMessages.py
Suite Setup       Create Instance    interruptions
Suite Teardown    Destroy Instance    interruptions
Test Setup        Clear Logged Messages
Test Teardown     Back To Keep And No Handlers


*** Variables ***
${DIALOG LOGGED}     Dialog policy 'accept' accepted an? \\w+ dialog on page 'page-\\w+'
${HANDLER LOGGED}    Overlay handler 'id=consent' ran on page 'page-\\w+' \\(run \\d+\\): the overlay was visible when an action began, so it clicked 'id=consent-accept' first


*** Test Cases ***
Twenty Steps Pass Without A Single Handle Dialog
    [Documentation]    Three loads of the page (an alert each), a banner at a random moment
    ...    each time, confirms along the way: every dialog and every handler run is logged.
    ${old} =    Set Dialog Policy    accept
    Should Be Equal    ${old}    keep
    Add Overlay Handler    id=consent    click    id=consent-accept
    Navigate    ${URL}/interruptions.html                 # 1: the alert on load
    Click    id=count                                     # 2
    Fill Text    id=name    Ada                           # 3
    Check Checkbox    id=terms                            # 4
    Click    id=save                                      # 5
    Verify Text Visible    Saved Ada                      # 6
    Click    id=ask                                       # 7: a confirm
    Verify Text Visible    Confirmed                      # 8
    Wait For    time=2                                    # 9: the banner is up by now
    Click    id=count                                     # 10
    Verify Text Visible    2 clicks                       # 11
    Verify Text Visible    Consent given                  # 12
    Reload                                                # 13: the alert again, a new banner
    Fill Text    id=name    Grace                         # 14
    Click    id=name-prompt                               # 15: a prompt, its default value
    Verify Text Visible    Hello, Anonymous               # 16
    Click    id=count                                     # 17
    Wait For    time=2                                    # 18
    Click    id=save                                      # 19
    Verify Text Visible    Saved Grace                    # 20
    Verify Text Visible    Consent given                  # 21
    Reload                                                # 22
    Wait For    time=2                                    # 23
    Click    id=count                                     # 24
    Verify Text Visible    1 clicks                       # 25
    ${removed} =    Remove Overlay Handler    id=consent
    Should Be Equal As Integers    ${removed}[removed][runs]    3    the banner showed three times
    ${history} =    Get Dialog History
    ${types} =    Evaluate    [d['type'] for d in $history['dialogs']]
    Should Be Equal    ${types}    ${{ ['alert', 'confirm', 'alert', 'prompt', 'alert'] }}
    ${dialogs logged} =    Logged Messages Matching    ${DIALOG LOGGED}
    Length Should Be    ${dialogs logged}    5
    ${runs logged} =    Logged Messages Matching    ${HANDLER LOGGED}
    Length Should Be    ${runs logged}    3

An Alert On Load Is Accepted And Navigate Succeeds
    Set Dialog Policy    accept
    ${page} =    Navigate    ${URL}/alert-on-load.html
    Should Be Equal    ${page}[modal]    ${None}
    Should Be Equal    ${page}[title]    Alert on load
    ${history} =    Get Dialog History
    ${last} =    Set Variable    ${history}[dialogs][-1]
    Should Be Equal    ${last}[type]    alert
    Should Be Equal    ${last}[message]    Hello while loading
    Should Be Equal    ${last}[answer]    accepted
    Should Match Regexp    ${last}[page_id]    ^page-
    ${logged} =    Logged Messages Matching    accepted an alert dialog on page '.*': 'Hello while loading'
    Length Should Be    ${logged}    1

Keep Leaves The Alert Pending As Before
    ${page} =    Navigate    ${URL}/alert-on-load.html
    Should Be Equal    ${page}[modal][message]    Hello while loading
    Run Keyword And Expect Error    modal_state_blocked:*    Click    css=h1
    Handle Dialog    True

Dismiss Answers A Confirm And Returns The Previous Policy
    Set Dialog Policy    accept    prompt_text=Ada
    ${old} =    Set Dialog Policy    dismiss
    Should Be Equal    ${old}    accept
    Navigate    ${URL}/interruptions.html?banner=never
    Click    id=ask
    Verify Text Visible    Declined
    ${history} =    Get Dialog History
    Should Be Equal    ${history}[dialogs][-1][answer]    dismissed
    Should Be Equal    ${history}[policy]    dismiss

A Prompt Gets The Policy's Answer
    Set Dialog Policy    accept    prompt_text=Ada
    Navigate    ${URL}/interruptions.html?banner=never
    Click    id=name-prompt
    Verify Text Visible    Hello, Ada
    ${history} =    Get Dialog History
    Should Be Equal    ${history}[dialogs][-1][prompt_text]    Ada

A Hide Handler And A Press Handler
    Set Dialog Policy    accept
    Add Overlay Handler    id=consent    hide    times=1
    Navigate    ${URL}/interruptions.html?banner=0
    Click    id=count
    Verify Text Visible    1 clicks
    Verify Text Visible    No consent yet
    ${added} =    Add Overlay Handler    id=consent    press    Escape
    Should Be Equal    ${added}[replaced]    ${None}    msg=times=1 removed the hide handler after its run
    Reload
    Click    id=count
    Verify Text Visible    Banner closed

Removing A Handler That Ran Out Does Nothing And Says When It Ran Out
    Set Dialog Policy    accept
    Add Overlay Handler    id=consent    hide    times=1
    Navigate    ${URL}/interruptions.html?banner=0
    Click    id=count
    ${removed} =    Remove Overlay Handler    id=consent
    Should Be Equal As Integers    ${removed}[removed][runs]    1
    ${tabs} =    Tabs List
    Should Be Equal    ${removed}[ran_out][page_id]    ${tabs}[tabs][0][page_id]
    Should Match Regexp    ${removed}[ran_out][at]    ^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}$
    Should Be Empty    ${removed}[handlers]
    Run Keyword And Expect Error    invalid_params: argument 'selector': no overlay handler for 'id=consent'*
    ...    Remove Overlay Handler    id=consent

A Tab Opened Later Gets The Handler
    Set Dialog Policy    accept
    Add Overlay Handler    id=consent    click    id=consent-accept
    ${tab} =    Tabs New    ${URL}/interruptions.html?banner=0
    Click    id=count
    Verify Text Visible    Consent given
    Tabs Close    page_id=${tab}[page_id]

Bad Input Names The Argument
    Navigate    ${URL}/index.html
    Run Keyword And Expect Error    ValueError: Argument 'policy' got value 'maybe' that cannot be converted to*accept*dismiss*keep*
    ...    Set Dialog Policy    maybe
    Run Keyword And Expect Error    invalid_params: argument 'selector': 'css=[[[' is not a valid selector*
    ...    Add Overlay Handler    css=[[[    hide
    Run Keyword And Expect Error    invalid_params: argument 'value': 'css=[[[' is not a valid selector*
    ...    Add Overlay Handler    id=consent    click    css=[[[
    Run Keyword And Expect Error    ValueError: Argument 'action' got value 'tap' that cannot be converted to*click*press*hide*
    ...    Add Overlay Handler    id=consent    tap
    Run Keyword And Expect Error    invalid_params: argument 'value' must be a selector to click for action 'click'
    ...    Add Overlay Handler    id=consent    click
    Run Keyword And Expect Error    invalid_params: argument 'times' must be 1 or more, got 0
    ...    Add Overlay Handler    id=consent    hide    times=0
    Run Keyword And Expect Error    invalid_params: argument 'selector': no overlay handler for 'id=consent' in instance 'interruptions'; its handlers: none
    ...    Remove Overlay Handler    id=consent


*** Keywords ***
Back To Keep And No Handlers
    Set Dialog Policy    keep
    Run Keyword And Ignore Error    Remove Overlay Handler    id=consent
    ${snap} =    Snapshot
    IF    $snap['modal'] is not None    Handle Dialog    False
