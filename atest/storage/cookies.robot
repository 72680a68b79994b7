*** Settings ***
Documentation     Get Cookies, Set Cookies and Clear Cookies: cookies of an instance,
...               their isolation between instances, persistence in a profile_dir,
...               and malformed cookies.
Resource          ../resources/common.resource
Suite Setup       Create Instance    cookies
Test Setup        Run Keywords    Switch Instance    cookies    AND    Clear Cookies


*** Variables ***
${EXPIRES}        ${{ int(time.time()) + 30 * 24 * 3600 }}    # browsers cap lifetimes at 400 days


*** Test Cases ***
Set Cookies Then Get Cookies
    ${session} =    Create Dictionary    name=session    value=abc123    url=${URL}
    ${theme} =    Create Dictionary    name=theme    value=dark    domain=127.0.0.1    path=/
    ...    expires=${EXPIRES}    httpOnly=${True}    secure=${False}    sameSite=Strict
    ${result} =    Set Cookies    ${{ [$session, $theme] }}
    Should Be Equal As Integers    ${result}[added]    2
    ${cookies} =    Cookies By Name
    Should Be Equal    ${cookies}[session][value]    abc123
    Should Be Equal    ${cookies}[session][domain]    127.0.0.1
    Should Be Equal    ${cookies}[session][path]    /
    Should Be Equal As Integers    ${cookies}[session][expires]    -1
    Should Be Equal    ${cookies}[theme][value]    dark
    Should Be Equal As Integers    ${cookies}[theme][expires]    ${EXPIRES}
    Should Be True    ${cookies}[theme][httpOnly]
    Should Be Equal    ${cookies}[theme][sameSite]    Strict

Cookies Reach The Page And The Page's Cookies Are Listed
    ${cookie} =    Create Dictionary    name=greeting    value=hello    url=${URL}
    Set Cookies    ${{ [$cookie] }}
    Open Test Page    storage-page.html
    ${seen} =    Evaluate JavaScript    document.cookie
    Should Be Equal    ${seen}[result]    greeting=hello
    Evaluate JavaScript    () => { document.cookie = 'from_page=1; path=/' }
    ${cookies} =    Cookies By Name
    Should Be Equal    ${cookies}[from_page][value]    1

Robot Strings For Typed Fields Are Converted
    ${cookie} =    Create Dictionary    name=typed    value=1    url=${URL}
    ...    expires=${EXPIRES}    secure=false    httpOnly=TRUE
    Set Cookies    ${{ [$cookie] }}
    ${cookies} =    Cookies By Name
    Should Be Equal As Integers    ${cookies}[typed][expires]    ${EXPIRES}
    Should Be Equal    ${cookies}[typed][secure]    ${False}
    Should Be Equal    ${cookies}[typed][httpOnly]    ${True}

Get Cookies For Given Urls
    ${here} =    Create Dictionary    name=here    value=1    url=${URL}
    ${there} =    Create Dictionary    name=there    value=2    domain=localhost    path=/
    Set Cookies    ${{ [$here, $there] }}
    ${all} =    Get Cookies
    Length Should Be    ${all}[cookies]    2
    ${result} =    Get Cookies    urls=${{ [$URL + '/storage-page.html'] }}
    Length Should Be    ${result}[cookies]    1
    Should Be Equal    ${result}[cookies][0][name]    here
    Run Keyword And Expect Error    EQUALS:invalid_params: urls[0] must be an http(s) URL, got 'storage-page.html'
    ...    Get Cookies    urls=${{ ['storage-page.html'] }}

Clear Cookies By Name, By Domain, Or All
    ${a} =    Create Dictionary    name=a    value=1    url=${URL}
    ${b} =    Create Dictionary    name=b    value=2    url=${URL}
    ${c} =    Create Dictionary    name=a    value=3    domain=localhost    path=/
    ${d} =    Create Dictionary    name=d    value=4    domain=localhost    path=/
    Set Cookies    ${{ [$a, $b, $c, $d] }}
    ${result} =    Clear Cookies    name=a    domain=127.0.0.1
    Should Be Equal As Integers    ${result}[removed]    1
    Cookie Names Should Be    a    b    d
    ${result} =    Clear Cookies    name=a
    Should Be Equal As Integers    ${result}[removed]    1
    Cookie Names Should Be    b    d
    ${result} =    Clear Cookies    domain=localhost
    Should Be Equal As Integers    ${result}[removed]    1
    Cookie Names Should Be    b
    ${result} =    Clear Cookies
    Should Be Equal As Integers    ${result}[removed]    1
    Cookie Names Should Be

Instances Do Not Share Cookies
    Create Instance    cookies-other
    ${mine} =    Create Dictionary    name=owner    value=first    url=${URL}
    Set Cookies    ${{ [$mine] }}    instance=cookies
    ${other} =    Get Cookies    instance=cookies-other
    Should Be Empty    ${other}[cookies]
    ${theirs} =    Create Dictionary    name=owner    value=second    url=${URL}
    Set Cookies    ${{ [$theirs] }}
    Open Test Page    storage-page.html
    ${seen} =    Evaluate JavaScript    document.cookie
    Should Be Equal    ${seen}[result]    owner=second
    ${cookies} =    Cookies By Name    instance=cookies
    Should Be Equal    ${cookies}[owner][value]    first
    Clear Cookies
    ${cookies} =    Cookies By Name    instance=cookies
    Should Be Equal    ${cookies}[owner][value]    first
    [Teardown]    Destroy Instance    cookies-other

A Profile Dir Keeps Cookies Across Destroy And Create
    ${profile} =    Set Variable    ${TEMPDIR}${/}camoufox-cookies-profile-${{ os.getpid() }}
    Remove Directory    ${profile}    recursive=True
    ${info} =    Create Instance    persistent    profile_dir=${profile}
    Should Be True    ${info}[persistent]
    ${kept} =    Create Dictionary    name=remember_me    value=yes    url=${URL}    expires=${EXPIRES}
    Set Cookies    ${{ [$kept] }}
    Destroy Instance    persistent
    Create Instance    persistent    profile_dir=${profile}
    ${cookies} =    Cookies By Name
    Should Be Equal    ${cookies}[remember_me][value]    yes
    Should Be Equal As Integers    ${cookies}[remember_me][expires]    ${EXPIRES}
    Open Test Page    storage-page.html
    ${seen} =    Evaluate JavaScript    document.cookie
    Should Be Equal    ${seen}[result]    remember_me=yes
    # The other instance, without the profile, never saw it.
    ${other} =    Get Cookies    instance=cookies
    Should Be Empty    ${other}[cookies]
    [Teardown]    Run Keywords    Destroy Instance    persistent
    ...    AND    Remove Directory    ${profile}    recursive=True

Malformed Cookies Fail With The Field Named
    # EQUALS: and [[] because a '[' in a glob pattern opens a character class.
    ${good} =    Create Dictionary    name=good    value=1    url=${URL}
    ${no_value} =    Create Dictionary    name=bad    url=${URL}
    Run Keyword And Expect Error    EQUALS:invalid_params: cookies[1].value is missing
    ...    Set Cookies    ${{ [$good, $no_value] }}
    Cookie Names Should Be
    ${no_target} =    Create Dictionary    name=bad    value=1
    Run Keyword And Expect Error    EQUALS:invalid_params: cookies[0] needs either url, or both domain and path
    ...    Set Cookies    ${{ [$no_target] }}
    ${both} =    Create Dictionary    name=bad    value=1    url=${URL}    domain=127.0.0.1
    Run Keyword And Expect Error    invalid_params: cookies[[]0] has url and domain/path*
    ...    Set Cookies    ${{ [$both] }}
    ${expires} =    Create Dictionary    name=bad    value=1    url=${URL}    expires=tomorrow
    Run Keyword And Expect Error    EQUALS:invalid_params: cookies[0].expires must be a number, got 'tomorrow' (str)
    ...    Set Cookies    ${{ [$expires] }}
    ${same_site} =    Create Dictionary    name=bad    value=1    url=${URL}    sameSite=strict
    Run Keyword And Expect Error    EQUALS:invalid_params: cookies[0].sameSite must be one of Strict, Lax, None
    ...    Set Cookies    ${{ [$same_site] }}
    ${unknown} =    Create Dictionary    name=bad    value=1    url=${URL}    maxAge=60
    Run Keyword And Expect Error    invalid_params: cookies[[]0].maxAge is not a cookie field*
    ...    Set Cookies    ${{ [$unknown] }}
    ${bad_name} =    Create Dictionary    name=two words    value=1    url=${URL}
    Run Keyword And Expect Error    invalid_params: cookies[[]0].name must be a non-empty token*
    ...    Set Cookies    ${{ [$bad_name] }}
    ${bad_url} =    Create Dictionary    name=bad    value=1    url=storage-page.html
    Run Keyword And Expect Error    invalid_params: cookies[[]0].url must be an http(s) URL*
    ...    Set Cookies    ${{ [$bad_url] }}
    Cookie Names Should Be

Unknown Instance
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Get Cookies    instance=nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Set Cookies    ${{ [] }}    instance=nope
    Run Keyword And Expect Error    instance_not_found:*'nope'*    Clear Cookies    instance=nope


*** Keywords ***
Cookies By Name
    [Documentation]    The instance's cookies as a dictionary keyed by cookie name.
    [Arguments]    ${instance}=${None}
    ${result} =    Get Cookies    instance=${instance}
    RETURN    ${{ {c['name']: c for c in $result['cookies']} }}

Cookie Names Should Be
    [Documentation]    The instance's cookie names, sorted, are exactly ``names``.
    [Arguments]    @{names}
    ${result} =    Get Cookies
    ${actual} =    Set Variable    ${{ sorted(c['name'] for c in $result['cookies']) }}
    Should Be Equal    ${actual}    ${{ sorted($names) }}
