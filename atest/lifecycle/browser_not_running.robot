*** Settings ***
Documentation     A browser whose process dies is noticed: keywords fail with
...               browser_not_running, Destroy Instance ends what is left of its process
...               tree, and an instance of the same name can be created again.
Resource          ../resources/common.resource
Library           ../resources/ProcessHelper.py


*** Test Cases ***
Killed Browser Gives Browser Not Running
    ${info} =    Create Instance    victim
    Open Test Page    index.html
    ${tag} =    Tag Of Process    ${info}[pid]
    ${tree} =    Tagged Pids    ${tag}
    Log    browser processes before the kill: ${tree}
    Kill Process Hard    ${info}[pid]
    Wait Until Keyword Succeeds    10s    0.2s
    ...    Run Keyword And Expect Error    browser_not_running:*victim*    Snapshot
    Run Keyword And Expect Error    browser_not_running:*    Navigate    ${URL}/second.html
    Run Keyword And Expect Error    browser_not_running:*    Screenshot
    ${result} =    List Instances
    ${victim} =    Set Variable    ${result}[instances][0]
    Should Be Equal    ${victim}[instance]    victim
    Should Not Be True    ${victim}[running]
    Destroy Instance    victim
    Wait Until No Process Is Tagged    ${tag}
    Set Suite Variable    ${TAG}    ${tag}

Instance Can Be Created Again After Its Browser Died
    ${info} =    Create Instance    victim
    Should Be True    ${info}[running]
    ${page} =    Open Test Page    second.html
    Should Be Equal    ${page}[title]    Second Page
    ${new tag} =    Tag Of Process    ${info}[pid]
    Should Not Be Equal    ${new tag}    ${TAG}
    Destroy Instance    victim
    Wait Until No Process Is Tagged    ${new tag}
